"""Device simulators on pseudo-terminals, for tests, demo mode and `devices simulate`."""

from dealer_assist.devices.sim.demo import attach_simulator
from dealer_assist.devices.sim.encoders import ENCODERS, KIND_CODECS, Encoder
from dealer_assist.devices.sim.pty_link import LinkDown, PtyLink
from dealer_assist.devices.sim.script import FAULTS, ScriptError, Step, parse_faults, parse_script
from dealer_assist.devices.sim.simulator import Simulator, SimulatorError

__all__ = ["ENCODERS", "FAULTS", "KIND_CODECS", "Encoder", "LinkDown", "PtyLink", "ScriptError",
           "Simulator", "SimulatorError", "Step", "attach_simulator", "parse_faults",
           "parse_script"]
