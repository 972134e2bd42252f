"""The catalogue now lives with the rules (dealer_assist/rules/irregularities); these names
stay importable from here for the screens that read them."""

from dealer_assist.rules.irregularities.catalogue import catalogue as catalogue
from dealer_assist.rules.irregularities.catalogue import get as get
from dealer_assist.rules.irregularities.entry import STAGES as STAGES
from dealer_assist.rules.irregularities.entry import SUPPORT as SUPPORT
from dealer_assist.rules.irregularities.entry import Irregularity as Irregularity
