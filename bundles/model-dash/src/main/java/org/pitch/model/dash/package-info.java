/** The standard (omni-directional) dash (manual §4.5.2). */
package org.pitch.model.dash;
