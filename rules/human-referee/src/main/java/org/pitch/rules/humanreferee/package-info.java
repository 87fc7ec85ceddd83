/** The human referee at a monitor: free kicks, drop balls and cards called with dispfoul and dispcard. */
package org.pitch.rules.humanreferee;
