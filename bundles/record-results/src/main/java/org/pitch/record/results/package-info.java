/** Result savers: CSV saver (CSVSaver.conf) and the end-of-match summary. */
package org.pitch.record.results;
