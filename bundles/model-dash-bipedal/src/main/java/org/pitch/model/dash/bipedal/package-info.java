/** Bipedal dash (v19): per-leg dash with rotation from the leg speed difference. */
package org.pitch.model.dash.bipedal;
