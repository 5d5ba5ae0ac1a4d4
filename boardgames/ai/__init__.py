"""Generic computer opponents that work with any ruleset through the State protocol."""
