package {{package}};

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;

/**
 * The settings of the movement model {@code {{name}}}: {@code pitch.models.{{name}}.<setting>} in
 * the server's configuration. The server checks a configured value against what is declared here
 * (type and range) before it starts, and hands the model its values
 * ({@link {{Class}}#configure}); a setting not configured has the default given here.
 */
@ObjectClassDefinition(name = "{{name}}", description = "{{description}}")
public @interface {{Name}}Settings {
    @AttributeDefinition(min = "-0.5", max = "0.5",
            description = "acceleration of the ball in each cycle of play along x (towards the right goal when positive), m per cycle squared")
    double push() default 0.01;
}
