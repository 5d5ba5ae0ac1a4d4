"""Game-agnostic rules machinery. Nothing in this package may import pygame."""
