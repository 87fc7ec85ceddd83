/** The standard tackle model (manual §4.5.6, tackle by angle and noise of rcssserver 12, intentional foul of v14). */
package org.pitch.model.tackle;
