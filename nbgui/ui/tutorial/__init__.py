"""The scripted first game: data (`script`), its driver over the session (`runner`), the panel."""
