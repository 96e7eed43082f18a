package io.tenantdesk.about;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AppVersionTest {

    @Test
    void theManifestVersionWhenThereIsOne() {
        assertThat(AppVersion.orDevelopment("0.1.0-SNAPSHOT")).isEqualTo("0.1.0-SNAPSHOT");
        assertThat(AppVersion.orDevelopment(" 1.2.3\n")).isEqualTo("1.2.3");
    }

    @Test
    void compiledClassesAreADevelopmentBuild() {
        assertThat(AppVersion.orDevelopment(null)).isEqualTo("development build");
        assertThat(AppVersion.orDevelopment("")).isEqualTo("development build");
    }

    @Test
    void theLineNamesTheProduct() {
        assertThat(AppVersion.line()).startsWith("Tenantdesk ").isEqualTo("Tenantdesk " + AppVersion.current());
    }
}
