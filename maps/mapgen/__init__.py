"""Helpers of maps/generate_maps.py (not shipped code the app imports)."""
