/** The standard stamina model: stamina, effort, recovery and capacity (manual §4.5.2). */
package org.pitch.model.stamina;
