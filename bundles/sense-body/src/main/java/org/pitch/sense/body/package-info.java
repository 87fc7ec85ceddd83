/** The standard body sensor: what {@code sense_body} reports (manual §4.3.3). */
package org.pitch.sense.body;
