"""Cards on phones (issue 24): the laptop's small LAN server, the wire protocol and the
phone sessions. Nothing here runs unless the host switches the option on."""
