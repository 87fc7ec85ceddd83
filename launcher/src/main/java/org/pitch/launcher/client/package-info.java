/**
 * {@code pitch client}: the sample client (rcssserver's rcssclient) a newcomer types commands
 * with, over pipes or on a split terminal screen.
 */
package org.pitch.launcher.client;
