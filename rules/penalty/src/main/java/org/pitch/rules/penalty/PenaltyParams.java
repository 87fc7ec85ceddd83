package org.pitch.rules.penalty;

import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;

/** The {@code pen_*} server parameters a shoot-out is judged by, read once when it starts. */
record PenaltyParams(
        int nrKicks,
        int maxExtraKicks,
        double distX,
        double maxGoalieDistX,
        boolean allowMultKicks,
        boolean randomWinner,
        boolean coachMovesPlayers,
        int beforeSetupWait,
        int setupWait,
        int readyWait,
        int takenWait,
        double ballSize,
        double goalWidth) {

    static PenaltyParams of(Parameters p) {
        return new PenaltyParams(
                p.integer(ServerParam.PEN_NR_KICKS),
                p.integer(ServerParam.PEN_MAX_EXTRA_KICKS),
                p.real(ServerParam.PEN_DIST_X),
                p.real(ServerParam.PEN_MAX_GOALIE_DIST_X),
                p.bool(ServerParam.PEN_ALLOW_MULT_KICKS),
                p.bool(ServerParam.PEN_RANDOM_WINNER),
                p.bool(ServerParam.PEN_COACH_MOVES_PLAYERS),
                p.integer(ServerParam.PEN_BEFORE_SETUP_WAIT),
                p.integer(ServerParam.PEN_SETUP_WAIT),
                p.integer(ServerParam.PEN_READY_WAIT),
                p.integer(ServerParam.PEN_TAKEN_WAIT),
                p.real(ServerParam.BALL_SIZE),
                p.real(ServerParam.GOAL_WIDTH));
    }
}
