package org.pitch.model.dash;

import java.util.List;

import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.testkit.ModelFixture;

/** The shared test world, named as the dash tests use it. */
final class Fixture extends ModelFixture {
    /** The player types: the default one. */
    final List<PlayerType> types;

    /** rcssserver 19 defaults, with the given HOCON overrides (e.g. {@code server.min_dash_power = -100}). */
    Fixture(String overrides) {
        super(overrides);
        types = List.of(defaultType);
    }

    Fixture() { this(""); }

    /** A left player of type 0 at (0, 10), facing 0°, with the stamina of a kick-off. */
    Player player() { return rested(defaultType); }

    Player player(PlayerType type) { return rested(type); }

    /** Type 0 with other dash and stamina values. */
    PlayerType type(double dashPowerRate, double staminaIncMax, double extraStamina, double effortMax, double effortMin) {
        return staminaType(dashPowerRate, staminaIncMax, extraStamina, effortMax, effortMin);
    }
}
