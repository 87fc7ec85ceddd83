/** Offside (OffsideRef). */
package org.pitch.rules.offside;
