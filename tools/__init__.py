"""Developer tools: measurements and fits behind the bots' constants, outside the shipped app."""
