package io.tenantdesk.about;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.testing.Checkout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class AboutInfoTest {

    private final AboutInfo info = AboutInfo.current(Path.of("/home/ana/.local/state/tenantdesk/tenantdesk.log"));

    @Test
    void carriesTheApacheLicenceAsTheRepositoryHasIt() throws IOException {
        assertThat(info.licence())
                .contains("Apache License", "Version 2.0, January 2004")
                .isEqualTo(Files.readString(Checkout.file("LICENSE")));
    }

    @Test
    void theNoticesNameEveryLibraryTheConsoleBundles() throws IOException {
        List<String> bundled = new ArrayList<>();
        for (String module : List.of("core", "cli", "console")) {
            String pom = Files.readString(Checkout.file(module, "pom.xml"));
            String dependencies = pom.substring(pom.indexOf("<dependencies>"), pom.indexOf("</dependencies>"));
            Matcher dependency =
                    Pattern.compile("(?s)<dependency>(.*?)</dependency>").matcher(dependencies);
            while (dependency.find()) {
                String body = dependency.group(1);
                if (!body.contains("<scope>test</scope>")
                        && !tag(body, "groupId").equals("io.tenantdesk")) {
                    bundled.add(tag(body, "groupId") + ": " + tag(body, "artifactId"));
                }
            }
        }

        assertThat(bundled).hasSizeGreaterThan(5);
        for (String library : bundled) {
            String group = library.substring(0, library.indexOf(':'));
            String artifact = library.substring(library.indexOf(": ") + 2);
            assertThat(info.notices())
                    .as(library)
                    .containsPattern("[(;\\s]" + Pattern.quote(group) + ": [^)]*" + Pattern.quote(artifact));
        }
        assertThat(info.notices()).contains("Licence: BSD-3-Clause", "Licence: MIT", "Copyright Amazon.com");
    }

    @Test
    void detailsForABugReport() {
        assertThat(info.details())
                .startsWith("Tenantdesk " + AppVersion.current())
                .contains("Java: ", "JavaFX: ", "System: ", "Log: /home/ana/.local/state/tenantdesk/tenantdesk.log");
        assertThat(info.runtime()).contains(Runtime.version().toString());
    }

    private static String tag(String xml, String name) {
        Matcher m = Pattern.compile("<" + name + ">([^<]+)</" + name + ">").matcher(xml);
        return m.find() ? m.group(1).strip() : "";
    }
}
