"""End to end: a scripted Python policy (go to the ball, kick it at the goal) scores in
HalfFieldOffense-v0, 1 attacker and no goalie, within the step limit."""
from __future__ import annotations

import pitch_learn
from conftest import striker_action


def test_scripted_striker_scores_against_an_empty_goal(address):
    env = pitch_learn.make("HalfFieldOffense-v0", address=address, attackers=1, defenders=0, goalie=False)
    try:
        observation, _ = env.reset(seed=2026)
        for step in range(env.max_steps):
            observation, reward, terminated, truncated, info = env.step(striker_action(env, observation))
            if terminated or truncated:
                break
        assert terminated and not truncated, f"episode ended as {info['outcome']} after {info['episode_steps']} steps"
        assert info["outcome"] == "GOAL"
        assert info["score"] == (1, 0)
        assert reward > 0, "the default reward pays for a goal"
    finally:
        env.close()
