/**
 * What every Pitch log file shares: crash-safe background writing ({@link
 * org.pitch.logfile.LogFile}), rcssserver's file names ({@link org.pitch.logfile.LogNaming},
 * {@link org.pitch.logfile.MatchTitle}) and the flush setting. A library bundle: the game log and
 * the text log recorders import it.
 *
 * <p>Pitch-internal: the export carries the mandatory attribute {@code pitch.internal=true} (see
 * {@code org.pitch.kernel}).
 */
@org.osgi.annotation.bundle.Export(attribute = {"pitch.internal=true", "mandatory:=pitch.internal"})
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.logfile;
