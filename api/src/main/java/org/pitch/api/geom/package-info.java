/** Field coordinates, vectors and angles, and rcssserver's arithmetic ({@link org.pitch.api.geom.Libm}). */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.2.0")
package org.pitch.api.geom;
