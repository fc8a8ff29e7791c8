import Runtime
