/** Anonymous mode: fixed_teamname_l/_r shown to the opponent. */
package org.pitch.rules.anonymous;
