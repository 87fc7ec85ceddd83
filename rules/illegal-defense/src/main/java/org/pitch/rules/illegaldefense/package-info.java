/** Illegal defence (IllegalDefenseRef, v16). */
package org.pitch.rules.illegaldefense;
