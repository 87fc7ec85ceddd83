package org.pitch.config;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.Manifest;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.pitch.api.model.ModelSlot;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * Reads what a bundle offers from its descriptors, without running it: the Declarative Services
 * components ({@code Service-Component}) that provide a model, a rule, a reward or a scripted
 * policy, and the settings each declares with OSGi Metatype ({@code OSGI-INF/metatype/*.xml},
 * written by bnd from {@code @ObjectClassDefinition} and {@code @Designate}). So the launcher
 * knows every name and setting before the framework starts, and refuses a misspelt one.
 */
public final class BundleDescriptors {
    /** A bundle's entries: a jar file, a jar inside the launcher, or an installed bundle. */
    public interface Entries {
        /** The entry's content, or null if there is none. */
        InputStream open(String path) throws IOException;

        /** The paths of the entries right in a folder, e.g. {@code OSGI-INF/metatype/}. */
        List<String> list(String folder) throws IOException;
    }

    private static final String RULE = "org.pitch.api.rule.RefereeRule";
    private static final String REWARD = "org.pitch.api.learn.RewardFunction";
    private static final String POLICY = "org.pitch.api.learn.ScriptedPolicy";
    private static final String ACTION = "org.pitch.api.model.ActionModel";
    private static final String METATYPE = "OSGI-INF/metatype/";

    private BundleDescriptors() {}

    /**
     * The components of one bundle that the configuration can choose.
     *
     * @param origin where the bundle came from ({@code built in}, a plugin jar's name)
     * @throws IOException if an entry cannot be read or a descriptor is not well-formed XML
     */
    public static List<PluginComponent> read(Entries bundle, String origin) throws IOException {
        Manifest manifest;
        try (InputStream in = bundle.open("META-INF/MANIFEST.MF")) {
            if (in == null) return List.of();
            manifest = new Manifest(in);
        }
        Attributes main = manifest.getMainAttributes();
        String symbolicName = main.getValue("Bundle-SymbolicName");
        String components = main.getValue("Service-Component");
        if (symbolicName == null || components == null) return List.of();
        symbolicName = symbolicName.split(";")[0].trim();
        String version = main.getValue("Bundle-Version") == null ? "0.0.0" : main.getValue("Bundle-Version").trim();
        Map<String, List<PluginSetting>> settingsByPid = metatype(bundle);
        List<PluginComponent> out = new ArrayList<>();
        for (String path : components.split(",")) {
            Document doc = parse(bundle, path.trim());
            if (doc == null) continue;
            for (Element c : elements(doc.getDocumentElement(), "component", true)) {
                PluginComponent pc = component(c, symbolicName, version, origin, settingsByPid);
                if (pc != null) out.add(pc);
            }
        }
        return out;
    }

    private static PluginComponent component(Element c, String bundle, String version, String origin, Map<String, List<PluginSetting>> settingsByPid) {
        Map<String, String> props = new HashMap<>();
        for (Element p : elements(c, "property", false)) {
            String value = p.hasAttribute("value") ? p.getAttribute("value") : p.getTextContent().trim();
            props.put(p.getAttribute("name"), value);
        }
        List<String> provides = new ArrayList<>();
        for (Element s : elements(c, "service", false)) {
            for (Element p : elements(s, "provide", false)) provides.add(p.getAttribute("interface"));
        }
        String pid = c.hasAttribute("configuration-pid") ? c.getAttribute("configuration-pid").split("\\s+")[0] : c.getAttribute("name");
        List<PluginSetting> settings = settingsByPid.getOrDefault(pid, List.of());
        for (String service : provides) {
            if (service.equals(RULE) && props.containsKey("pitch.rule.name")) {
                int order = parseOrder(props.get("pitch.rule.order"));
                return new PluginComponent(PluginComponent.Kind.RULE, null, props.get("pitch.rule.name"), order, bundle, version, origin, settings);
            }
            if (service.equals(REWARD) && props.containsKey("pitch.reward.name")) {
                return new PluginComponent(PluginComponent.Kind.REWARD, null, props.get("pitch.reward.name"), 0, bundle, version, origin, settings);
            }
            if (service.equals(POLICY) && props.containsKey("pitch.policy.name")) {
                return new PluginComponent(PluginComponent.Kind.POLICY, null, props.get("pitch.policy.name"), 0, bundle, version, origin, settings);
            }
            String name = props.get(ModelSlot.NAME_PROPERTY);
            if (name == null) continue;
            if (service.equals(ACTION)) {
                return new PluginComponent(PluginComponent.Kind.MODEL, props.get(ModelSlot.SLOT_PROPERTY), name, 0, bundle, version, origin, settings);
            }
            for (ModelSlot slot : ModelSlot.values()) {
                if (slot.command() == null && slot.service().getName().equals(service)) {
                    return new PluginComponent(PluginComponent.Kind.MODEL, slot.key(), name, 0, bundle, version, origin, settings);
                }
            }
        }
        return null;
    }

    private static int parseOrder(String text) {
        if (text == null) return org.pitch.api.rule.RuleOrder.UNDECLARED;
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            return org.pitch.api.rule.RuleOrder.UNDECLARED;
        }
    }

    /** Designated PID → its attribute definitions, from every metatype document of the bundle. */
    private static Map<String, List<PluginSetting>> metatype(Entries bundle) throws IOException {
        Map<String, List<PluginSetting>> byPid = new HashMap<>();
        for (String path : bundle.list(METATYPE)) {
            if (!path.endsWith(".xml")) continue;
            Document doc = parse(bundle, path);
            if (doc == null) continue;
            Map<String, List<PluginSetting>> byOcd = new HashMap<>();
            for (Element ocd : elements(doc.getDocumentElement(), "OCD", false)) {
                List<PluginSetting> settings = new ArrayList<>();
                for (Element ad : elements(ocd, "AD", false)) settings.add(setting(ad));
                byOcd.put(ocd.getAttribute("id"), settings);
            }
            for (Element d : elements(doc.getDocumentElement(), "Designate", false)) {
                for (Element o : elements(d, "Object", false)) {
                    List<PluginSetting> s = byOcd.get(o.getAttribute("ocdref"));
                    if (s != null) byPid.put(d.hasAttribute("pid") ? d.getAttribute("pid") : d.getAttribute("factoryPid"), s);
                }
            }
        }
        return byPid;
    }

    /**
     * One attribute definition. bnd names an attribute after its method, turning each single
     * {@code _} into {@code .} (OSGi's property name mapping); a Pitch setting is one word under
     * its plugin's block, named as the method, so the dots become underscores again.
     */
    private static PluginSetting setting(Element ad) {
        List<String> options = new ArrayList<>();
        for (Element o : elements(ad, "Option", false)) options.add(o.getAttribute("value"));
        String type = ad.hasAttribute("type") ? ad.getAttribute("type") : "String";
        return new PluginSetting(ad.getAttribute("id").replace('.', '_'), type,
                ad.hasAttribute("default") ? ad.getAttribute("default") : null,
                number(ad.getAttribute("min")), number(ad.getAttribute("max")), options, ad.getAttribute("description"));
    }

    private static Double number(String text) {
        if (text == null || text.isBlank()) return null;
        try {
            return Double.valueOf(text.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Document parse(Entries bundle, String path) throws IOException {
        try (InputStream in = bundle.open(path)) {
            if (in == null) return null;
            return Parser.BUILDER.get().parse(in);
        } catch (SAXException e) {
            throw new IOException(path + ": " + e.getMessage(), e);
        }
    }

    /** Child elements of that local name (namespaces aside); {@code self} also matches the element itself. */
    private static List<Element> elements(Element parent, String localName, boolean self) {
        List<Element> out = new ArrayList<>();
        if (self && localName.equals(local(parent))) {
            out.add(parent);
            return out;
        }
        NodeList children = parent.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            Node n = children.item(i);
            if (n instanceof Element e && localName.equals(local(e))) out.add(e);
        }
        return out;
    }

    private static String local(Element e) {
        String n = e.getLocalName() != null ? e.getLocalName() : e.getTagName();
        int colon = n.indexOf(':');
        return colon < 0 ? n : n.substring(colon + 1);
    }

    /** One document builder per thread, made on first use (not every start reads descriptors). */
    private static final class Parser {
        static final ThreadLocal<DocumentBuilder> BUILDER = ThreadLocal.withInitial(() -> {
            try {
                DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
                f.setNamespaceAware(true);
                f.setExpandEntityReferences(false);
                f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
                return f.newDocumentBuilder();
            } catch (ParserConfigurationException e) {
                throw new IllegalStateException(e);
            }
        });
    }
}
