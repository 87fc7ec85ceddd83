/** The socket server: the acceptor, one thread per connection, the requests of pitch_learn.proto and their answers. */
package org.pitch.learn.server;
