/**
 * The standard body and head actions (manual §4.5.4, §4.5.8-4.5.11): turn, turn_neck,
 * change_view, change_focus, move and pointto, with the limits and the rules of when each is
 * accepted as rcssserver 19 applies them.
 */
package org.pitch.model.body;
