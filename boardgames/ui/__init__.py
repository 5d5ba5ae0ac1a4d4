"""The desktop app: window, scene stack, shared widgets. Only this package draws."""
