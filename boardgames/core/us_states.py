"""The postal codes of the 50 states and DC, the only state codes any map of this app uses."""

from __future__ import annotations

US_STATES_AND_DC = frozenset(
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO "
    "MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split()
)
