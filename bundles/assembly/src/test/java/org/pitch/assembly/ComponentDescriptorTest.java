package org.pitch.assembly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Component descriptors as bnd writes them from the {@code @Component} annotations. */
class ComponentDescriptorTest {
    private static ComponentDescriptor read(String xml) throws IOException {
        return ComponentDescriptor.read(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aRuleCarriesItsNameAndOrderTyped() throws IOException {
        ComponentDescriptor c = read("""
                <?xml version="1.0" encoding="UTF-8"?>
                <scr:component xmlns:scr="http://www.osgi.org/xmlns/scr/v1.3.0" name="org.pitch.rules.foul.FoulRule">
                  <property name="pitch.rule.name" type="String" value="foul"/>
                  <property name="pitch.rule.order" type="Integer" value="70"/>
                  <service>
                    <provide interface="org.pitch.api.rule.RefereeRule"/>
                  </service>
                  <implementation class="org.pitch.rules.foul.FoulRule"/>
                </scr:component>""");
        assertEquals("org.pitch.rules.foul.FoulRule", c.implementation());
        assertEquals(List.of("org.pitch.api.rule.RefereeRule"), c.provides());
        assertEquals("foul", c.properties().get("pitch.rule.name"));
        assertEquals(70, c.properties().get("pitch.rule.order"));
        assertEquals(0, c.constructorParameters());
    }

    @Test
    void constructorAndBindReferencesAreKeptApart() throws IOException {
        ComponentDescriptor c = read("""
                <scr:component xmlns:scr="http://www.osgi.org/xmlns/scr/v1.4.0" name="X" init="2">
                  <service><provide interface="org.pitch.api.coach.CoachCodec"/></service>
                  <reference name="$000" interface="org.pitch.api.clang.ClangParser" parameter="0"/>
                  <reference name="$001" cardinality="0..1" interface="org.pitch.api.config.ServerConfiguration" policy-option="greedy" parameter="1"/>
                  <reference name="Codec" cardinality="0..n" policy="dynamic" interface="org.pitch.api.protocol.MonitorCodec" bind="addCodec" unbind="removeCodec"/>
                  <implementation class="org.example.X"/>
                </scr:component>""");
        assertEquals(2, c.constructorParameters());
        assertEquals(new ComponentDescriptor.Reference("org.pitch.api.clang.ClangParser", false, false, 0, null), c.references().get(0));
        assertEquals(new ComponentDescriptor.Reference("org.pitch.api.config.ServerConfiguration", true, false, 1, null), c.references().get(1));
        assertEquals(new ComponentDescriptor.Reference("org.pitch.api.protocol.MonitorCodec", true, true, -1, "addCodec"), c.references().get(2));
        assertEquals(ComponentDescriptor.Scope.BUNDLE, c.references().get(2).scope(), "the default scope");
        assertEquals(null, c.references().get(2).target(), "any provider");
    }

    @Test
    void aWrappingModelsReferenceKeepsItsTargetAndScope() throws IOException {
        ComponentDescriptor c = read("""
                <?xml version="1.0" encoding="UTF-8"?>
                <scr:component xmlns:scr="http://www.osgi.org/xmlns/scr/v1.4.0" name="org.example.windy.WindyMovement" init="1">
                  <property name="pitch.model.name" type="String" value="windy"/>
                  <service scope="prototype">
                    <provide interface="org.pitch.api.model.MovementModel"/>
                  </service>
                  <reference name="standard" interface="org.pitch.api.model.MovementModel" target="(pitch.model.name=standard)" scope="prototype_required" parameter="0"/>
                  <implementation class="org.example.windy.WindyMovement"/>
                </scr:component>""");
        assertTrue(c.prototype());
        assertEquals(new ComponentDescriptor.Reference("org.pitch.api.model.MovementModel", false, false, 0, null,
                "(pitch.model.name=standard)", ComponentDescriptor.Scope.PROTOTYPE_REQUIRED), c.references().get(0));
    }

    @Test
    void aComponentPropertyNamedAfterAReferenceOverridesItsTarget() throws IOException {
        ComponentDescriptor c = read("""
                <scr:component xmlns:scr="http://www.osgi.org/xmlns/scr/v1.4.0" name="org.example.gusty.GustyDash" init="1">
                  <property name="pitch.model.name" type="String" value="gusty"/>
                  <property name="standard.target" type="String" value="(&amp;(pitch.model.name=bipedal)(pitch.model.slot=dash))"/>
                  <service scope="prototype"><provide interface="org.pitch.api.model.ActionModel"/></service>
                  <reference name="standard" interface="org.pitch.api.model.ActionModel" target="(&amp;(pitch.model.name=standard)(pitch.model.slot=dash))" scope="prototype" parameter="0"/>
                  <implementation class="org.example.gusty.GustyDash"/>
                </scr:component>""");
        assertEquals("(&(pitch.model.name=bipedal)(pitch.model.slot=dash))", c.references().get(0).target());
        assertEquals(ComponentDescriptor.Scope.PROTOTYPE, c.references().get(0).scope());
    }

    @Test
    void somethingElseIsRefusedWithAReason() {
        IOException e = assertThrows(IOException.class, () -> read("<component><service/></component>"));
        assertTrue(e.getMessage().contains("<implementation>"), e.getMessage());
        assertThrows(IOException.class, () -> read("not xml"));
    }
}
