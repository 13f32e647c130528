"""Scenario files (YAML) <-> the arbiter: loading, validation with PATH:LINE:COL problems,
trainee scripts, and the headless drill runner."""

from .errors import Problem, ScenarioError
from .loader import Scenario, load_scenario
from .script import ScriptItem, load_script

__all__ = ["Problem", "Scenario", "ScenarioError", "ScriptItem", "load_scenario", "load_script"]
