"""The shop: what the Seal at the front of the queue buys (panel) and its item buttons (items)."""
