/** The standard (omni-directional) dash and the stamina model (manual §4.5.2). */
package org.pitch.model.dash;
