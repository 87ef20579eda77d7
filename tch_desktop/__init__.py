"""Tokyo Capsule Hotel, desktop edition."""

__version__ = "0.1.0"
