/**
 * What every Pitch log file shares: crash-safe background writing ({@link
 * org.pitch.record.gamelog.file.LogFile}), rcssserver's file names ({@link
 * org.pitch.record.gamelog.file.LogNaming}, {@link org.pitch.record.gamelog.file.MatchTitle},
 * {@link org.pitch.record.gamelog.file.Strftime}) and the flush setting. Used by the game log and
 * the text log bundles.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.record.gamelog.file;
