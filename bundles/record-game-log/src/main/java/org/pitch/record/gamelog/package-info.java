/** Game log (.rcg) recorder: versions 1-3 (binary), 4-6 and JSON, dated/fixed names, gzip, crash-safe flushing. */
package org.pitch.record.gamelog;
