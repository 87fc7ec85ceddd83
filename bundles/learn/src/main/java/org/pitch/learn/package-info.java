/**
 * Learning environments served over a local connection: many simulations in one server, each
 * stepped by a client (the Python package {@code pitch_learn}) with length-prefixed proto3
 * messages ({@code pitch_learn.proto}). {@link org.pitch.learn.LearnComponent} starts the server in
 * the framework; {@link org.pitch.learn.server.LearnServer} runs without one.
 */
// started only when the learning environments are on
@org.osgi.annotation.bundle.Header(name = org.pitch.api.config.LaunchProperties.FEATURE_HEADER, value = "pitch.learn.enabled")
package org.pitch.learn;
