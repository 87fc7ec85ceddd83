package {{package}};

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;

/**
 * The settings of the rule {@code {{name}}}: {@code pitch.rules.{{name}}.<setting>} in the
 * server's configuration ({@code max_distance()} is {@code max_distance}). The server checks a
 * configured value against what is declared here (type and range) before it starts, and hands the
 * rule its values ({@link {{Class}}#configure}); a setting not configured has the default given
 * here.
 */
@ObjectClassDefinition(name = "{{name}}", description = "{{description}}")
public @interface {{Name}}Settings {
    @AttributeDefinition(min = "0", max = "120",
            description = "the farthest from the goal a goal may be scored from, m (from where the ball was last played to the middle of the goal line)")
    double max_distance() default 30;
}
