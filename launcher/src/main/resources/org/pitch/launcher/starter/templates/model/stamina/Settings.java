package {{package}};

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;

/**
 * The settings of the stamina model {@code {{name}}}: {@code pitch.models.{{name}}.<setting>} in
 * the server's configuration. The server checks a configured value against what is declared here
 * (type and range) before it starts, and hands the model its values
 * ({@link {{Class}}#configure}); a setting not configured has the default given here.
 */
@ObjectClassDefinition(name = "{{name}}", description = "{{description}}")
public @interface {{Name}}Settings {
    @AttributeDefinition(min = "0", max = "1000", description = "stamina each player recovers every cycle on top of the standard recovery (up to stamina_max)")
    double extra() default 10;
}
