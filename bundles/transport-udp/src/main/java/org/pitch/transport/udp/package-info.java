/** UDP transport on Netty: well-known ports, per-client ports, batched sends. */
package org.pitch.transport.udp;
