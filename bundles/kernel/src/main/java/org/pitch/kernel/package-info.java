/**
 * The kernel: world state, the cycle, model and rule selection with tick-boundary hot swap, and
 * pacing. Plain Java; {@code org.pitch.kernel.osgi} wires it with Declarative Services.
 *
 * <h2>The sessions seam</h2>
 *
 * The sessions bundle ({@code org.pitch.sessions}) sits above the kernel's tick and builds on these
 * types, and the kernel imports nothing of it:
 * <ul>
 *   <li>{@link org.pitch.kernel.MatchClients} and its {@link org.pitch.kernel.MatchClients.Factory},
 *       which the sessions implement and the kernel drives;</li>
 *   <li>{@link org.pitch.kernel.Simulation}, the match the clients act on, with its
 *       {@link org.pitch.kernel.WorldState} and {@link org.pitch.kernel.RandomStreams};</li>
 *   <li>{@link org.pitch.kernel.ModelRegistry} (its {@code current()}) and
 *       {@link org.pitch.kernel.ModelSet}, the implementations serving a cycle;</li>
 *   <li>{@link org.pitch.kernel.Inbox} (its {@code Datagram}) and
 *       {@link org.pitch.kernel.SynchBarrier}, what arrived and whom synch mode waits for.</li>
 * </ul>
 * Running without a framework, {@code assembly} hands components to the
 * {@link org.pitch.kernel.ModelRegistry} and {@code embedded} and the rules test kit build
 * {@link org.pitch.kernel.Kernel}, {@link org.pitch.kernel.Simulation} and
 * {@link org.pitch.kernel.SteppedMatches}.
 *
 * <p>All of this is Pitch-internal, not a plugin contract: plugins build on {@code org.pitch.api}.
 * The package's version moves with the kernel bundle, which is built and shipped together with
 * the sessions, and promises no compatibility between releases. Its export carries the mandatory
 * attribute {@code pitch.internal=true}, so only a bundle that imports it with that attribute
 * resolves against it (bnd writes the attribute into the imports of Pitch's own bundles, which
 * build against this one); a plugin importing the package the ordinary way does not resolve.
 */
@org.osgi.annotation.bundle.Export(attribute = {"pitch.internal=true", "mandatory:=pitch.internal"})
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.kernel;
