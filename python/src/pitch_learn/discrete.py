"""A small table of macro actions as ``Discrete(n)``, for agents that want a discrete action space.

=====  =====================  =====================================================
index  name                   low-level action (directions relative to the body, °)
=====  =====================  =====================================================
0      noop                   noop
1      dash_forward           dash power 100, direction 0
2      dash_left45            dash power 100, direction -45
3      dash_right45           dash power 100, direction 45
4      dash_left90            dash power 100, direction -90
5      dash_right90           dash power 100, direction 90
6      dash_back              dash power 100, direction 180
7      turn_left30            turn moment -30
8      turn_right30           turn moment 30
9      turn_left90            turn moment -90
10     turn_right90           turn moment 90
11     kick_forward           kick power 100, direction 0
12     kick_left30            kick power 100, direction -30
13     kick_right30           kick power 100, direction 30
14     tackle                 tackle, direction 0
15     catch                  catch, direction 0 (goalies only)
=====  =====================  =====================================================

Negative directions are to the player's left, as in rcssserver (y grows downwards on the field).
A turn's moment is what is asked for; the player turns less the faster it runs (inertia).
"""
from __future__ import annotations

import gymnasium
import numpy as np
from gymnasium import spaces

# name, action type, {param: value}
MACRO_ACTIONS = (
    ("noop", "noop", {}),
    ("dash_forward", "dash", {"dash_power": 100, "dash_direction": 0}),
    ("dash_left45", "dash", {"dash_power": 100, "dash_direction": -45}),
    ("dash_right45", "dash", {"dash_power": 100, "dash_direction": 45}),
    ("dash_left90", "dash", {"dash_power": 100, "dash_direction": -90}),
    ("dash_right90", "dash", {"dash_power": 100, "dash_direction": 90}),
    ("dash_back", "dash", {"dash_power": 100, "dash_direction": 180}),
    ("turn_left30", "turn", {"turn_moment": -30}),
    ("turn_right30", "turn", {"turn_moment": 30}),
    ("turn_left90", "turn", {"turn_moment": -90}),
    ("turn_right90", "turn", {"turn_moment": 90}),
    ("kick_forward", "kick", {"kick_power": 100, "kick_direction": 0}),
    ("kick_left30", "kick", {"kick_power": 100, "kick_direction": -30}),
    ("kick_right30", "kick", {"kick_power": 100, "kick_direction": 30}),
    ("tackle", "tackle", {"tackle_direction": 0}),
    ("catch", "catch", {"catch_direction": 0}),
)


def macro_actions(action_types, action_params) -> list[dict]:
    """The table as low-level actions for an env with these action types and params."""
    table = []
    for name, kind, values in MACRO_ACTIONS:
        params = np.zeros(len(action_params), np.float32)
        for param, value in values.items():
            params[list(action_params).index(param)] = value
        table.append({"type": list(action_types).index(kind), "params": params})
    return table


class DiscreteActions(gymnasium.ActionWrapper):
    """Wraps a single Pitch env so that its action space is ``Discrete(len(MACRO_ACTIONS))``."""

    def __init__(self, env: gymnasium.Env):
        super().__init__(env)
        base = env.unwrapped
        self._table = macro_actions(base.action_types, base.action_params)
        self.action_space = spaces.Discrete(len(self._table))
        self.action_names = [name for name, _, _ in MACRO_ACTIONS]

    def action(self, action):
        return self._table[int(action)]
