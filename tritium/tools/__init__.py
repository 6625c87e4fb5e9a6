"""Host-side helpers Triton ships under `triton.tools`."""
