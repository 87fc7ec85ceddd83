/** The standard movement model (manual §4.4). */
package org.pitch.model.movement;
