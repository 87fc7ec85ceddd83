package org.pitch.api.param;

import java.util.Arrays;
import java.util.Objects;

/**
 * The values of one parameter namespace, indexed by the catalogue enum's ordinal so that a lookup
 * on the tick path is an array read. Immutable once built.
 *
 * @param <K> the catalogue: {@link ServerParam}, {@link PlayerParam} or {@link CsvSaverParam}
 */
public final class ParamValues<K extends Enum<K> & ParamKey> {
    private final Class<K> keys;
    private final double[] numbers;   // INTEGER, REAL and BOOLEAN (0/1)
    private final String[] strings;   // STRING

    private ParamValues(Class<K> keys, double[] numbers, String[] strings) {
        this.keys = keys;
        this.numbers = numbers;
        this.strings = strings;
    }

    public Class<K> keys() { return keys; }

    public double real(K key) { return numbers[key.ordinal()]; }

    public int integer(K key) { return (int) numbers[key.ordinal()]; }

    public boolean bool(K key) { return numbers[key.ordinal()] != 0; }

    public String string(K key) { return strings[key.ordinal()]; }

    /** The value as an object of its type: Integer, Double, Boolean or String. */
    public Object value(K key) {
        switch (key.type()) {
            case INTEGER: return integer(key);
            case REAL: return real(key);
            case BOOLEAN: return bool(key);
            default: return string(key);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ParamValues && ((ParamValues<?>) o).keys == keys
                && Arrays.equals(((ParamValues<?>) o).numbers, numbers) && Arrays.equals(((ParamValues<?>) o).strings, strings);
    }

    @Override
    public int hashCode() { return Arrays.hashCode(numbers) * 31 + Arrays.hashCode(strings); }

    public static <K extends Enum<K> & ParamKey> Builder<K> builder(Class<K> keys) {
        return new Builder<>(keys);
    }

    /** A copy with changes; {@code this} stays as it is. */
    public Builder<K> toBuilder() {
        Builder<K> b = new Builder<>(keys);
        System.arraycopy(numbers, 0, b.numbers, 0, numbers.length);
        System.arraycopy(strings, 0, b.strings, 0, strings.length);
        Arrays.fill(b.set, true);
        return b;
    }

    /** Collects one value per key; {@link #build()} refuses to leave any key unset. */
    public static final class Builder<K extends Enum<K> & ParamKey> {
        private final Class<K> keys;
        private final double[] numbers;
        private final String[] strings;
        private final boolean[] set;

        private Builder(Class<K> keys) {
            this.keys = keys;
            int n = keys.getEnumConstants().length;
            numbers = new double[n];
            strings = new String[n];
            set = new boolean[n];
        }

        public Builder<K> number(K key, double value) {
            if (key.type() == ParamType.STRING) throw new IllegalArgumentException(key.rcssKey() + " is a string");
            numbers[key.ordinal()] = value;
            set[key.ordinal()] = true;
            return this;
        }

        public Builder<K> bool(K key, boolean value) { return number(key, value ? 1 : 0); }

        public Builder<K> string(K key, String value) {
            if (key.type() != ParamType.STRING) throw new IllegalArgumentException(key.rcssKey() + " is not a string");
            strings[key.ordinal()] = Objects.requireNonNull(value);
            set[key.ordinal()] = true;
            return this;
        }

        public ParamValues<K> build() {
            for (K k : keys.getEnumConstants()) {
                if (!set[k.ordinal()]) throw new IllegalStateException("no value for " + k.rcssKey());
            }
            return new ParamValues<>(keys, numbers.clone(), strings.clone());
        }
    }
}
