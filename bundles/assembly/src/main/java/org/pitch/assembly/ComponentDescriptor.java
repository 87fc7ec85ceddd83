package org.pitch.assembly;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * One Declarative Services component as bnd describes it in {@code OSGI-INF/<name>.xml}: the
 * implementation class, the service interfaces it provides, its service properties and its
 * references. What the {@code @Component} annotation of a Pitch class says, read back.
 *
 * @param implementation the implementation class name
 * @param provides       the service interface names
 * @param properties     the service properties, typed as declared (String, Integer, Boolean, ...)
 * @param references     the references in declaration order
 * @param prototype      whether each consumer that asks gets an instance of its own (DS's
 *                       {@code scope="prototype"}): components that keep the state of one match
 */
public record ComponentDescriptor(String implementation, List<String> provides, Map<String, Object> properties,
                                  List<Reference> references, boolean prototype) {

    public ComponentDescriptor(String implementation, List<String> provides, Map<String, Object> properties, List<Reference> references) {
        this(implementation, provides, properties, references, false);
    }

    /**
     * A reference to another service.
     *
     * @param service   the referenced interface name
     * @param optional  whether the component works without it (cardinality 0..1 or 0..n)
     * @param multiple  whether every matching service is bound (cardinality 0..n or 1..n)
     * @param parameter the constructor parameter it fills, or -1
     * @param bind      the bind method's name, or null
     * @param target    the filter a provider's service properties must match
     *                  ({@code (pitch.model.name=standard)}), or null for any provider
     * @param scope     which instance of a prototype-scoped provider the component gets
     */
    public record Reference(String service, boolean optional, boolean multiple, int parameter, String bind, String target, Scope scope) {
        public Reference {
            scope = scope == null ? Scope.BUNDLE : scope;
        }

        /** A reference to any provider of {@code service}, of the default scope. */
        public Reference(String service, boolean optional, boolean multiple, int parameter, String bind) {
            this(service, optional, multiple, parameter, bind, null, Scope.BUNDLE);
        }
    }

    /** A reference's {@code scope}: which instance of a provider the referencing component is given. */
    public enum Scope {
        /** The provider's shared instance ({@code scope="bundle"}, the default). */
        BUNDLE,
        /** An instance of its own from a prototype-scoped provider, the shared one from any other. */
        PROTOTYPE,
        /** An instance of its own; only prototype-scoped providers qualify. */
        PROTOTYPE_REQUIRED;

        /** The scope an XML attribute value names ({@code prototype_required}); the default for none. */
        static Scope of(String attribute) {
            return switch (attribute) {
                case "prototype" -> PROTOTYPE;
                case "prototype_required" -> PROTOTYPE_REQUIRED;
                default -> BUNDLE;
            };
        }
    }

    /** The number of constructor parameters the component is built with (DS's {@code init}). */
    public int constructorParameters() {
        int n = 0;
        for (Reference r : references) n = Math.max(n, r.parameter() + 1);
        return n;
    }

    /** Reads one component descriptor. */
    public static ComponentDescriptor read(InputStream xml) throws IOException {
        Document doc;
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(false);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            doc = factory.newDocumentBuilder().parse(xml);
        } catch (ParserConfigurationException | SAXException e) {
            throw new IOException("not a component descriptor: " + e.getMessage(), e);
        }
        Element root = doc.getDocumentElement();
        String implementation = ((Element) only(root, "implementation")).getAttribute("class");
        List<String> provides = new ArrayList<>();
        NodeList provide = root.getElementsByTagName("provide");
        for (int i = 0; i < provide.getLength(); i++) provides.add(((Element) provide.item(i)).getAttribute("interface"));
        Map<String, Object> properties = new LinkedHashMap<>();
        NodeList props = root.getElementsByTagName("property");
        for (int i = 0; i < props.getLength(); i++) {
            Element p = (Element) props.item(i);
            properties.put(p.getAttribute("name"), typed(p.getAttribute("type"), p.getAttribute("value")));
        }
        List<Reference> references = new ArrayList<>();
        NodeList refs = root.getElementsByTagName("reference");
        for (int i = 0; i < refs.getLength(); i++) {
            Element r = (Element) refs.item(i);
            String cardinality = r.getAttribute("cardinality");
            if (cardinality.isEmpty()) cardinality = "1..1";
            String parameter = r.getAttribute("parameter");
            String bind = r.getAttribute("bind");
            // a component property <name>.target overrides the target the reference declares, as in SCR
            Object configured = properties.get(r.getAttribute("name") + ".target");
            String target = configured != null ? configured.toString() : r.getAttribute("target");
            references.add(new Reference(r.getAttribute("interface"), cardinality.startsWith("0"), cardinality.endsWith("n"),
                    parameter.isEmpty() ? -1 : Integer.parseInt(parameter), bind.isEmpty() ? null : bind,
                    target.isBlank() ? null : target, Scope.of(r.getAttribute("scope"))));
        }
        NodeList service = root.getElementsByTagName("service");
        boolean prototype = service.getLength() == 1 && "prototype".equals(((Element) service.item(0)).getAttribute("scope"));
        return new ComponentDescriptor(implementation, List.copyOf(provides), Map.copyOf(properties), List.copyOf(references), prototype);
    }

    private static org.w3c.dom.Node only(Element root, String tag) throws IOException {
        NodeList l = root.getElementsByTagName(tag);
        if (l.getLength() != 1) throw new IOException("a component descriptor has one <" + tag + ">, this one " + l.getLength());
        return l.item(0);
    }

    /** A property value of a DS type (String when none is given). */
    private static Object typed(String type, String value) {
        return switch (type) {
            case "Integer" -> Integer.valueOf(value);
            case "Long" -> Long.valueOf(value);
            case "Boolean" -> Boolean.valueOf(value);
            case "Double" -> Double.valueOf(value);
            case "Float" -> Float.valueOf(value);
            default -> value;
        };
    }
}
