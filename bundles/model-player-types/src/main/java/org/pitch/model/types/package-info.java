/** The standard heterogeneous player types (manual §4.6), reproducing rcssserver 19's set for a seed. */
package org.pitch.model.types;
