package org.pitch.model.stamina;

import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.testkit.ModelFixture;

/** The shared test world, named as the stamina tests use it. */
final class Fixture extends ModelFixture {
    Fixture(String hocon) { super(hocon); }

    Fixture() { this(""); }

    /** A left player of the default type with the stamina of a kick-off. */
    Player player() { return rested(defaultType); }

    Player player(PlayerType type) { return rested(type); }

    PlayerType type(double dashPowerRate, double staminaIncMax, double extraStamina, double effortMax, double effortMin) {
        return staminaType(dashPowerRate, staminaIncMax, extraStamina, effortMax, effortMin);
    }
}
