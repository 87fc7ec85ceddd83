/** Declarative Services wiring of the kernel. */
package org.pitch.kernel.osgi;
