/** The configuration as an OSGi service. */
package org.pitch.config.osgi;
